import sys

from dixit_desktop.cli import main

sys.exit(main())
