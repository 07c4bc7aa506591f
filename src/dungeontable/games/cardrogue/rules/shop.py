"""PART 2 SLOT — the shop (R160-R166, A-41-A-43): buy at 2x gold from ``State.shop`` (public),
sell at 1x, pay with gold-valued cards and get change in gold cards (``Catalog.gold_cards``,
an unlimited supply), the Shopkeeper's Debt (``CardDef.buy_vp``; record the deed ``debt`` on
``Player.deeds`` for solo goals). Use ``ownership.gain`` / ``ownership.lose`` for hands.
"""
