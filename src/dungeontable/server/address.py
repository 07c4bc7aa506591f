"""Where the server listens and the address friends open.

``listen(host, port)`` binds the listening socket before anything else starts (no store opened,
no match resumed, no bot moved), so a busy port is one clear sentence (``AddressError``) instead
of a traceback after start-up; uvicorn then serves on that very socket. ``share_url`` is the
address to give friends: the machine's address on the local network when the server listens on
every address (``0.0.0.0``), else the address it listens on.
"""

from __future__ import annotations

import contextlib
import errno
import ipaddress
import socket

EVERY_ADDRESS = ("0.0.0.0", "::", "")
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1", "[::1]")


class AddressError(Exception):
    """The server cannot listen where it was asked to; the message says what to do."""


def listen(host: str, port: int) -> socket.socket:
    """A TCP socket bound to ``host``:``port`` (as uvicorn binds it: address reuse on, so a
    port left in TIME_WAIT by a stopped server is free); ``AddressError`` says why not."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except socket.gaierror as exc:
        raise AddressError(
            f"cannot listen on {host!r}: no such address on this machine ({exc.strerror}); "
            "use --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (your network)"
        ) from None
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family == socket.AF_INET6 and host in EVERY_ADDRESS:
            with contextlib.suppress(OSError):  # "::" takes IPv4 too where the system allows
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
        sock.bind(address)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise AddressError(f"port {port} is already in use; pick another with --port") from None
        if exc.errno == errno.EACCES:
            raise AddressError(
                f"port {port} needs administrator rights on this system; pick another with "
                "--port (1024 or above)"
            ) from None
        if exc.errno == errno.EADDRNOTAVAIL:
            raise AddressError(
                f"cannot listen on {host}: it is not an address of this machine; use --host "
                "127.0.0.1 (this machine only) or --host 0.0.0.0 (your network)"
            ) from None
        raise AddressError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    sock.set_inheritable(True)
    return sock


def lan_address() -> str | None:
    """This machine's address on its local network (the one its default route leaves from;
    nothing is sent), or ``None`` when it has none but loopback."""
    for target, family in (("10.254.254.254", socket.AF_INET), ("fd00::1", socket.AF_INET6)):
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as probe:
                probe.connect((target, 1))
                found = str(probe.getsockname()[0])
        except OSError:
            continue
        if not ipaddress.ip_address(found.split("%")[0]).is_loopback:
            return found
    with contextlib.suppress(OSError):
        found = socket.gethostbyname(socket.gethostname())
        if not ipaddress.ip_address(found).is_loopback:
            return found
    return None


def url_for(host: str, port: int) -> str:
    """``http://host:port/`` with an IPv6 address in brackets."""
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"http://{host}:{port}/"


def share_url(host: str, port: int) -> str | None:
    """The address friends on the network open, or ``None`` when the server listens on this
    machine only (loopback) and nobody else can reach it."""
    if host in EVERY_ADDRESS:
        found = lan_address()
        return None if found is None else url_for(found, port)
    if host in LOOPBACK_NAMES:
        return None
    with contextlib.suppress(ValueError):
        if ipaddress.ip_address(host.strip("[]")).is_loopback:
            return None
    return url_for(host, port)
