pub fn run(_args: &[String]) -> Result<(), String> { Err("sandford: not written yet".into()) }
