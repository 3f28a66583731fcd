//! What several judge problems share, held to its cases (what were doc
//! examples).

#[test]
fn shared_count_line() {
    use lightsout::board::grid::Grid;
    use lightsout::engine::standard::Goal;
    use lightsout_judges::problems::shared::count_line;
    assert_eq!(
        count_line(&Grid::from_masks(&[0b11], 2), Goal::ALL_OFF, "-1"),
        "1\n"
    );
    assert_eq!(
        count_line(&Grid::from_masks(&[0b10], 2), Goal::ALL_OFF, "-1"),
        "-1\n"
    );
}
