import ArgumentParser; print("x")
