"""How players look at the table: their colours (two shades each, for night and for paper)
and symbols, and the rabbits drawn for them."""
