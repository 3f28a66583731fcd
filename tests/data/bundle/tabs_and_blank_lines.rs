// breaker: runs
// Tabs for indentation and blank lines at the end.
fn main() {
	let g = lightsout::Grid::filled(2, 2);


	println!("{} {}", g.ones(), line!());
}



