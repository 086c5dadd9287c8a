//! Where each part of the board sits for a given canvas size: used both to
//! draw and to know which house the pointer is over.

use iced::{Point, Rectangle, Size};

use crate::engine::{House, Side};

/// Board units: the board is 9 cells wide and 3 tall (two rows of houses,
/// the house numbers above and below).
const WIDTH: f32 = 9.0;
const HEIGHT: f32 = 3.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    origin: Point,
    /// The side of one house's cell, in pixels.
    pub cell: f32,
}

impl Layout {
    pub fn new(size: Size) -> Layout {
        let cell = (size.width / WIDTH).min(size.height / HEIGHT).max(1.0);
        Layout {
            origin: Point::new(
                (size.width - WIDTH * cell) / 2.0,
                (size.height - HEIGHT * cell) / 2.0,
            ),
            cell,
        }
    }

    fn at(&self, x: f32, y: f32) -> Point {
        Point::new(self.origin.x + x * self.cell, self.origin.y + y * self.cell)
    }

    /// South's row runs left to right along the bottom; North's continues
    /// counter-clockwise along the top, right to left.
    fn column_row(house: House) -> (f32, f32) {
        let i = house.index();
        if i < 6 {
            (i as f32, 1.0)
        } else {
            ((11 - i) as f32, 0.0)
        }
    }

    pub fn house_center(&self, house: House) -> Point {
        let (col, row) = Layout::column_row(house);
        self.at(1.5 + col + 0.5, 0.5 + row + 0.5)
    }

    pub fn house_radius(&self) -> f32 {
        0.42 * self.cell
    }

    /// Where the learner's number of a house is written: above North's
    /// row, below South's.
    pub fn number_at(&self, house: House) -> Point {
        let (col, _) = Layout::column_row(house);
        let y = match house.owner() {
            Side::North => 0.25,
            Side::South => 2.75,
        };
        self.at(1.5 + col + 0.5, y)
    }

    /// The whole wooden board.
    pub fn board(&self) -> Rectangle {
        Rectangle::new(self.at(0.15, 0.45), Size::new(8.7, 2.1) * self.cell)
    }

    /// A row's band, for marking whose turn it is.
    pub fn row_band(&self, side: Side) -> Rectangle {
        let y = match side {
            Side::North => 0.5,
            Side::South => 1.5,
        };
        Rectangle::new(self.at(1.5, y), Size::new(6.0, 1.0) * self.cell)
    }

    /// Each store sits on its owner's right: South's at the right end,
    /// North's (who faces the other way) at the left.
    pub fn store(&self, side: Side) -> Rectangle {
        let x = match side {
            Side::North => 0.3,
            Side::South => 7.7,
        };
        Rectangle::new(self.at(x, 0.6), Size::new(1.0, 1.8) * self.cell)
    }

    /// Where a player's name is written, beside their store.
    pub fn name_at(&self, side: Side) -> Point {
        match side {
            Side::North => self.at(0.8, 0.25),
            Side::South => self.at(8.2, 2.75),
        }
    }

    /// The house under a point, if any.
    pub fn house_at(&self, p: Point) -> Option<House> {
        let r = self.house_radius();
        House::ALL
            .into_iter()
            .find(|&h| self.house_center(h).distance(p) <= r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_house_is_found_at_its_own_centre() {
        let l = Layout::new(Size::new(900.0, 320.0));
        for h in House::ALL {
            assert_eq!(l.house_at(l.house_center(h)), Some(h));
        }
        assert_eq!(l.house_at(Point::ORIGIN), None);
    }

    #[test]
    fn north_house_six_faces_south_house_five() {
        let l = Layout::new(Size::new(900.0, 300.0));
        let a = l.house_center(House::new(5).unwrap());
        let b = l.house_center(House::new(6).unwrap());
        assert_eq!(a.x, b.x);
        assert!(b.y < a.y);
        // South's first house is at the left, North's first at the right.
        let s1 = l.house_center(House::from_own(Side::South, 1).unwrap());
        let n1 = l.house_center(House::from_own(Side::North, 1).unwrap());
        assert!(s1.x < n1.x);
    }
}
