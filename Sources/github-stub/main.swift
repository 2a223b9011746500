print("github-stub")
