import StateContainer

print("StateContainerExample: placeholder")
