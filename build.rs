//! Deflates the language files (`assets/i18n/<code>.ftl`) into the build's
//! output folder, where `src/base/i18n` compiles them in; the game inflates
//! each when it first speaks. Five languages' texts are about 240 KB as
//! written and about a quarter of that deflated, which keeps the web build's
//! wasm (and the memory it starts with) that much smaller.

use std::path::Path;
use std::{env, fs};

fn main() {
    let from = Path::new("assets/i18n");
    let out = Path::new(&env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("i18n");
    fs::create_dir_all(&out).expect("the build's output folder takes a folder");
    println!("cargo::rerun-if-changed={}", from.display());
    let mut files: Vec<_> = fs::read_dir(from)
        .expect("assets/i18n is read")
        .map(|entry| entry.expect("assets/i18n is listed").path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    for path in files {
        println!("cargo::rerun-if-changed={}", path.display());
        let text = fs::read(&path).unwrap_or_else(|e| panic!("{} is read: {e}", path.display()));
        let name = path.file_name().expect("a file has a name");
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(&text, 10);
        fs::write(out.join(name).with_extension("ftl.z"), packed).expect("the deflated file is written");
    }
}
