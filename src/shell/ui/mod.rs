//! The panels' shared pieces: buttons that name their keys, the footer and
//! the records window; the how-to pages; the toasts about saving.

pub mod howto;
pub mod toasts;
pub mod widgets;
