use std::process::ExitCode;

#[global_allocator]
static ALLOCATOR: pegs_and_stones::bench::CountingAlloc = pegs_and_stones::bench::CountingAlloc;

fn main() -> ExitCode {
    pegs_and_stones::cli::main()
}
