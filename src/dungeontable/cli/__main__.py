"""``python -m dungeontable.cli`` runs the command line."""

from dungeontable.cli import main

main()
