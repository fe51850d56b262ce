"""The staging kit every premise draws with (build time only; the app never imports it)."""
