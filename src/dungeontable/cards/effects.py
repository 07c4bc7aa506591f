"""A closed registry of effect operations with typed keyword parameters.

A game declares each effect ``op`` once as a Python function with keyword-only, annotated
parameters. Card files name ops and give parameters; the loader checks every op exists and every
parameter has the declared type before any game starts.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, create_model

F = TypeVar("F", bound=Callable[..., Any])


class EffectRegistry:
    """Op name -> function and the pydantic model of its keyword parameters."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._functions: dict[str, Callable[..., Any]] = {}
        self._params: dict[str, type[BaseModel]] = {}

    def op(self, fn: F) -> F:
        """Decorator: register ``fn`` under its name; its keyword-only parameters are the params."""
        fields: dict[str, Any] = {}
        for param in inspect.signature(fn, eval_str=True).parameters.values():
            if param.kind is not inspect.Parameter.KEYWORD_ONLY:
                continue
            default = ... if param.default is inspect.Parameter.empty else param.default
            fields[param.name] = (param.annotation, default)
        model = create_model(
            f"{fn.__name__}_params", __config__=ConfigDict(extra="forbid", strict=True), **fields
        )
        self._functions[fn.__name__] = fn
        self._params[fn.__name__] = model
        return fn

    def names(self) -> tuple[str, ...]:
        return tuple(sorted(self._functions))

    def check(self, op: str, params: Mapping[str, Any]) -> list[tuple[str, str]]:
        """Problems with one effect as ``(field, reason)`` pairs; empty when it is valid."""
        model = self._params.get(op)
        if model is None:
            return [("op", f"unknown op {op!r}; known ops: {', '.join(self.names())}")]
        try:
            model.model_validate(dict(params))
        except ValidationError as exc:
            return [
                (".".join(str(p) for p in err["loc"]) or "params", err["msg"])
                for err in exc.errors()
            ]
        return []

    def function(self, op: str) -> Callable[..., Any]:
        return self._functions[op]

    def params_schema(self) -> dict[str, Any]:
        """JSON Schema of every op's parameters, for editors."""
        return {op: model.model_json_schema() for op, model in sorted(self._params.items())}
