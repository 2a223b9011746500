print("repotui")
