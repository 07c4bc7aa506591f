"""The rules of The Red Dragon Inn, one module per topic of rdi.md §1 (R-1..R-13)."""
