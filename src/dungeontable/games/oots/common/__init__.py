"""Lower modules the OOTS rulebook topics share: state updates, geometry, queries, battle
bookkeeping and arithmetic. They import no rulebook topic (``rules/``), so every topic may
import them."""
