"""Tools for developers, the build and the tests; the game never imports them."""
