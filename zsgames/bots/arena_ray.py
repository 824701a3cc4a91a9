"""An arena's games as Ray tasks, on a local Ray or an existing cluster (the optional ``ray`` extra).

Each game is one task running the same function as ``--jobs`` (``arena._one_game``) on the same job
tuple, so every game has the same seed and the report is the same as with ``--jobs``; results are
taken in game order, with a bounded number of tasks in flight so a long arena costs no memory. On a
cluster every node needs zsgames installed (``pip install "zsgames[ray]"``), as Ray runs our code
there.
"""

from __future__ import annotations

import logging
import socket
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

MISSING = 'the ray backend needs Ray: pip install "zsgames[ray]"'


class RayUnavailable(RuntimeError):
    """Ray is not installed or the cluster cannot be reached (the message says which, in one line)."""


def check_reachable(address: str, timeout_s: float = 5.0) -> None:
    """Fail at once on a ``host:port`` nothing answers (Ray itself would retry for minutes)."""
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit():
        return  # "auto" and other forms Ray resolves itself
    try:
        socket.create_connection((host, int(port)), timeout=timeout_s).close()
    except OSError as exc:
        raise RayUnavailable(f"cannot start Ray at {address}: nothing answers there ({exc.strerror or exc})") from None


def played_on_ray(
    work: Iterator[Any], one_game: Callable[[Any], dict[str, Any]], address: str | None, workers: int
) -> Iterator[dict[str, Any]]:
    """Each job's result in order; a local Ray with ``workers`` CPUs, or the cluster at ``address``."""
    try:
        import ray
    except ImportError:
        raise RayUnavailable(MISSING) from None
    started_here = not ray.is_initialized()
    if started_here:
        if address:
            check_reachable(address)
        try:
            if address:
                ray.init(address=address, logging_level=logging.ERROR, log_to_driver=False)
            else:
                ray.init(num_cpus=workers, include_dashboard=False, logging_level=logging.ERROR, log_to_driver=False)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            raise RayUnavailable(f"cannot start Ray{' at ' + address if address else ''}: {exc}") from None
    try:
        remote_game = ray.remote(one_game)
        cpus = ray.cluster_resources().get("CPU", workers)  # type: ignore[no-untyped-call]
        in_flight = max(2, 2 * int(cpus))
        ahead: deque[Any] = deque()
        for job in work:
            ahead.append(remote_game.remote(job))
            if len(ahead) >= in_flight:
                yield ray.get(ahead.popleft())
        while ahead:
            yield ray.get(ahead.popleft())
    finally:
        if started_here:
            ray.shutdown()
