"""The first screen: a card per game, Quick game, Resume and the recent games."""
