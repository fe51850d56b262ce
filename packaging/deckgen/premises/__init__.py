"""One module per premise (picture idea), found by `kit.premise.premises()`."""
