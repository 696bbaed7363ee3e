pub fn run(_args: &[String]) -> Result<(), String> { Err("sitters: not written yet".into()) }
