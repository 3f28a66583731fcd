// breaker: runs
// An inline test module that imports the library.
fn lit() -> u64 {
    lightsout::Grid::filled(2, 2).ones()
}

#[cfg(test)]
mod tests {
    use lightsout::Grid;

    #[test]
    fn lit() {
        assert_eq!(super::lit(), Grid::filled(2, 2).ones());
    }
}

fn main() {
    println!("{}", lit());
}
