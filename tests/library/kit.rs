//! The problem setter's kit: generators and checkers, held to their cases
//! (what were doc examples).

#[test]
fn generate_rule_board() {
    use lightsout::board::rule::Rule;
    use lightsout_judges::kit::generate::{rule_board, Sink, Spec};
    let rule = Rule {
        modulus: 3,
        ..Rule::standard()
    };
    let mut out = Vec::new();
    let spec = Spec {
        rows: Some(2),
        cols: Some(4),
        ..Spec::default()
    };
    let mut sink = Sink::new(&mut out);
    rule_board(&spec, &rule, &mut sink).unwrap();
    sink.finish().unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.starts_with("2 4\n") && text.lines().count() == 3);
}

#[test]
fn check_relaxed() {
    use lightsout_judges::kit::check::relaxed;
    let (fixed, changes) = relaxed(b"0 1 \r\n1  0\r\n\r\n").unwrap();
    assert_eq!(fixed, b"0 1\n1 0\n");
    assert_eq!(
        changes,
        [
            "\\r\\n line ends",
            "spaces other than single ones",
            "blank lines at the end"
        ]
    );
    assert!(relaxed(b"0 1\n").is_none());
}
