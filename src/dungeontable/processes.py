"""Pool workers that end with the process that started them.

A ``ProcessPoolExecutor`` worker waits on its call queue, and holds both ends of that queue's
pipe: if the parent is killed without a shutdown (SIGKILL, the OOM killer, a crash), the worker
never sees the pipe close and idles forever under init, along with the multiprocessing resource
tracker it shares. ``exit_with_parent`` is a pool initializer that watches the parent's pid from a
daemon thread and ends the worker once the parent is gone.
"""

from __future__ import annotations

import os
import threading
import time

PARENT_CHECK_SECONDS = 1.0
"""How often a worker looks for its parent: one wake-up a second, no measurable cost."""


def exit_with_parent(interval: float = PARENT_CHECK_SECONDS) -> None:
    """Start a daemon thread that ends this process when its parent process is gone."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(interval)
        os._exit(0)  # the parent is gone: nobody is left to hand a result to

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()
