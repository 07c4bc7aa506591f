"""Balance reports of simulation runs: win rates with 95% intervals, plots, an HTML page.

Needs the ``[db]`` and ``[plots]`` extras. ``dungeontable report RUN [--vs RUN2] -o DIR``.
"""

from .build import Report, ReportError, load_stats, write_report
from .stats import Rate, RunStats, run_stats, wilson

__all__ = [
    "Rate",
    "Report",
    "ReportError",
    "RunStats",
    "load_stats",
    "run_stats",
    "wilson",
    "write_report",
]
