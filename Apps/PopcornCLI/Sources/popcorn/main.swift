import PopcornCLI

await PopcornApp.main()
