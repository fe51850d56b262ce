"""Talking to the operating system: keeping the display awake during a game."""
