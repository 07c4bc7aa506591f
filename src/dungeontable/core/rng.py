"""Counter-based random numbers kept inside the game state.

The generator is SplitMix64 over ``seed + counter * GOLDEN``: one seed, one counter, no hidden
state. A draw returns the value and a new ``Rng``; the old one is untouched, so states that hold an
``Rng`` stay immutable and replay exactly on any machine and in any process.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import TypeVar

import msgspec

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


_TWO64 = 1 << 64
_M1 = 0xBF58476D1CE4E5B9
_M2 = 0x94D049BB133111EB
_SHORT = 1 << 32
"""Lists up to this long shuffle on the short path (a bound n <= _SHORT rejects no raw draw
below ``_SAFE``: its limit ``2**64 - 2**64 % n`` is above ``2**64 - n``)."""
_SAFE = _TWO64 - _SHORT


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * _M1) & _MASK
    z = ((z ^ (z >> 27)) * _M2) & _MASK
    return z ^ (z >> 31)


def _below(seed: int, counter: int, n: int) -> tuple[int, int]:
    """A uniform integer in ``[0, n)`` from the stream ``seed`` after ``counter`` draws, and the
    new counter: rejection sampling over the 64-bit outputs, no modulo bias.

    The hot path of every die, shuffle and random bot, so the SplitMix64 output function is
    written out here (the same arithmetic as ``_mix``) and no ``Rng`` is built per raw draw;
    ``tests/core/test_rng_reference.py`` checks it against the plain ``next_u64`` chain.
    """
    if n <= 0:
        raise ValueError(f"below() needs a positive bound, got {n}")
    if n > _SHORT:
        limit = _TWO64 - _TWO64 % n
        while True:
            counter += 1
            z = (seed + counter * _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * _M1) & _MASK
            z = ((z ^ (z >> 27)) * _M2) & _MASK
            z ^= z >> 31
            if z < limit:
                return z % n, counter
    while True:  # a bound up to 2**32 rejects no raw draw below _SAFE (see ``_SHORT``)
        counter += 1
        z = (seed + counter * _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * _M1) & _MASK
        z = ((z ^ (z >> 27)) * _M2) & _MASK
        z ^= z >> 31
        if z < _SAFE or z < _TWO64 - _TWO64 % n:
            return z % n, counter


class ScriptError(ValueError):
    """Scripted chance (a scenario's or a test's die faces, a game's scripted throws) that
    cannot be used: a face not on the die, or nothing scripted left where the game takes no
    random one. A mistake in the script, not a refusal by the rules."""


class Rng(msgspec.Struct, frozen=True, gc=False):
    """A SplitMix64 stream: ``seed`` fixes the stream, ``counter`` is how many draws were made."""

    seed: int
    counter: int = 0
    script: tuple[int, ...] = ()
    """Scripted die faces for scenarios and tests: ``roll`` takes these first, in order."""

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        if type(seed) is not int:  # a NumPy integer reads as one; a text or float does not
            try:
                seed = operator.index(seed)
            except TypeError:
                raise TypeError(f"a seed is a whole number (an int), not {seed!r}") from None
        return cls(seed & _MASK, 0)

    def next_u64(self) -> tuple[int, Rng]:
        counter = self.counter + 1
        z = (self.seed + counter * _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * _M1) & _MASK
        z = ((z ^ (z >> 27)) * _M2) & _MASK
        return z ^ (z >> 31), Rng(self.seed, counter, self.script)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        value, counter = _below(self.seed, self.counter, n)
        return value, Rng(self.seed, counter, self.script)

    def roll(self, sides: int = 6) -> tuple[int, Rng]:
        """One die with faces ``1..sides`` (a scripted face first, if any are left)."""
        if self.script:
            face = self.script[0]
            if not 1 <= face <= sides:
                raise ScriptError(f"scripted die face {face} is not on a d{sides}")
            return face, Rng(self.seed, self.counter, self.script[1:])
        value, counter = _below(self.seed, self.counter, sides)
        return value + 1, Rng(self.seed, counter, self.script)

    def scripted(self, faces: tuple[int, ...]) -> Rng:
        """This stream with ``faces`` queued for the next rolls."""
        return Rng(self.seed, self.counter, tuple(faces))

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A Fisher-Yates shuffle; returns a new tuple."""
        out = list(items)
        seed, counter = self.seed, self.counter
        if len(out) > _SHORT:
            return self._long_shuffle(out)
        # _below(seed, counter, i + 1) written out: shuffles are most of a determinization.
        # ``x`` walks seed + counter * GOLDEN (one addition a draw, no product), and a raw draw
        # below ``_SAFE`` is under every bound's rejection limit (the list is short), so the
        # exact limit is worked out only for the rare draw at or above it.
        # The counter is not counted up per draw: a draw made past the loop's own (a rejected
        # one) adds to ``extra``. Constants are locals (one fast load each).
        golden, mask, m1, m2, safe = _GOLDEN, _MASK, _M1, _M2, _SAFE
        x = seed + counter * golden
        last = len(out) - 1
        extra = 0
        for i in range(last, 0, -1):
            x += golden
            z = x & mask
            z = ((z ^ (z >> 30)) * m1) & mask
            z = ((z ^ (z >> 27)) * m2) & mask
            z ^= z >> 31
            if z >= safe and z >= _TWO64 - _TWO64 % (i + 1):
                drawn = counter + last - i + 1 + extra  # this draw's counter
                j, after = _below(seed, drawn, i + 1)
                extra += after - drawn
                x = seed + after * golden
            else:
                j = z % (i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(seed, counter + max(last, 0) + extra, self.script)

    def _long_shuffle(self, out: list[T]) -> tuple[tuple[T, ...], Rng]:
        """The same shuffle for a list too long for the short path's shortcut."""
        seed, counter = self.seed, self.counter
        for i in range(len(out) - 1, 0, -1):
            j, counter = _below(seed, counter, i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(seed, counter, self.script)

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        index, counter = _below(self.seed, self.counter, len(items))
        return items[index], Rng(self.seed, counter, self.script)

    def fork(self, salt: int) -> Rng:
        """An independent stream derived from this one (for bots, determinization).

        The fork depends on the seed, the salt and how far this stream has advanced, so forks
        taken at different points differ (a fork of a fresh stream is as it always was).
        """
        salted = _mix((salt + self.counter * _GOLDEN) & _MASK)
        return Rng(_mix((self.seed ^ salted) & _MASK), 0)


def derive_seed(*parts: int | str) -> int:
    """A 64-bit seed from parts, stable across processes (never uses ``hash()``).

    Each part is mixed in with its type and (for strings) its length, so ``("ab",)`` and
    ``("a", "b")``, or ``97`` and ``"a"``, give different seeds.
    """
    z = 0
    for part in parts:
        if isinstance(part, str):
            data = part.encode()
            z = _mix((z + 0x5354 + len(data) * _GOLDEN) & _MASK)
            for byte in data:  # _mix written out: Dungeon Fighter derives a seed per throw
                z = (z + byte + _GOLDEN) & _MASK
                z = ((z ^ (z >> 30)) * _M1) & _MASK
                z = ((z ^ (z >> 27)) * _M2) & _MASK
                z ^= z >> 31
        else:
            z = _mix((z + 0x494E + _GOLDEN) & _MASK)
            z = _mix((z + (part & _MASK) + _GOLDEN) & _MASK)
    return z
