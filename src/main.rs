fn main() -> std::process::ExitCode {
    cfb::cli::main()
}
