"""The MuJoCo model of the table, board, die and obstacles (§3.3), built once per shape.

Static obstacles (bank box or sheet, jump card, head) are mocap bodies parked far away when unused,
so their placement is per-throw data rather than a new model. Dice already lying on the table
(R049) are real free bodies; a model is compiled per count of such dice and cached.
"""

from __future__ import annotations

from typing import NamedTuple

import mujoco

from dungeontable.core.content import loaded
from dungeontable.games.dungeonfighter.physics.board import (
    DEFAULT_BOARD,
    BoardSpec,
    Point,
    collision_cells,
)
from dungeontable.games.dungeonfighter.physics.materials import (
    DEFAULT_MATERIALS,
    Materials,
    Surface,
)

TIMESTEP = 1.0 / 240.0
PARKED = (5.0, -5.0, 5.0)
"""Where unused mocap obstacles wait: far below and beside the table, touching nothing."""

BANK_HALF = (0.15, 0.035, 0.15)
SHEET_HALF = (0.105, 0.15, 0.0015)
CARD_HALF = (0.044, 0.0315, 0.0005)
HEAD_RADIUS = 0.09
CELL_DEPTH = 0.02
"""Board cells reach 2 cm into the table so a fast die cannot tunnel through the thin board."""


def _surface(s: Surface) -> str:
    return (
        f'friction="{s.friction} {s.torsion} {s.rolling}" '
        f'solref="{-s.stiffness} {-s.damping}" condim="6"'
    )


def _prism(footprint: tuple[Point, ...], bottom: float, top: float) -> str:
    verts = [f"{x:.6f} {y:.6f} {z:.6f}" for y in (bottom, top) for x, z in footprint]
    return " ".join(verts)


def _die_vertices(half: float, chamfer: float) -> str:
    inner = half - chamfer
    points = []
    for sx in (-1, 1):
        for sy in (-1, 1):
            for sz in (-1, 1):
                points.append((sx * half, sy * inner, sz * inner))
                points.append((sx * inner, sy * half, sz * inner))
                points.append((sx * inner, sy * inner, sz * half))
    return " ".join(f"{x:.6f} {y:.6f} {z:.6f}" for x, y, z in points)


def _assets(board: BoardSpec, mat: Materials) -> list[str]:
    lines = [f'<mesh name="die" vertex="{_die_vertices(mat.die_half, mat.die_chamfer)}"/>']
    for i, cell in enumerate(collision_cells(board)):
        lines.append(
            f'<mesh name="cell{i}" vertex="{_prism(cell, -CELL_DEPTH, board.thickness)}"/>'
        )
    return lines


def _die_body(name: str, mat: Materials) -> str:
    return (
        f'<body name="{name}" pos="{PARKED[0]} 1 {PARKED[2]}">'
        f'<joint type="free" damping="{mat.die_damping}"/>'
        f'<geom name="{name}" type="mesh" mesh="die" mass="{mat.die_mass}" '
        f'friction="0.05 0.0001 0.00001" solmix="0.0001" condim="6"/></body>'
    )


def _statics(board: BoardSpec, mat: Materials) -> list[str]:
    tx, tz = mat.table_half_x, mat.table_half_z
    lines = [
        f'<geom name="floor" type="box" size="4 0.05 4" pos="0 {mat.floor_y - 0.05} 0" '
        f"{_surface(mat.floor)}/>",
        f'<geom name="table" type="box" size="{tx} 0.02 {tz}" pos="0 -0.02 0" '
        f"{_surface(mat.table)}/>",
    ]
    for i in range(len(collision_cells(board))):
        lines.append(f'<geom name="cell{i}" type="mesh" mesh="cell{i}" {_surface(mat.board)}/>')
    obstacle = _surface(mat.obstacle)
    for name, shape in (
        ("bank", f'type="box" size="{BANK_HALF[0]} {BANK_HALF[1]} {BANK_HALF[2]}"'),
        ("sheet", f'type="box" size="{SHEET_HALF[0]} {SHEET_HALF[1]} {SHEET_HALF[2]}"'),
        ("card", f'type="box" size="{CARD_HALF[0]} {CARD_HALF[1]} {CARD_HALF[2]}"'),
        ("head", f'type="sphere" size="{HEAD_RADIUS}"'),
    ):
        pos = " ".join(str(v) for v in PARKED)
        lines.append(
            f'<body name="{name}" mocap="true" pos="{pos}">'
            f'<geom name="{name}" {shape} {obstacle}/></body>'
        )
    return lines


def scene_xml(
    resting_dice: int = 0, board: BoardSpec = DEFAULT_BOARD, mat: Materials = DEFAULT_MATERIALS
) -> str:
    """The MJCF text: statics, three mocap obstacles, the thrown die, ``resting_dice`` others."""
    bodies = [_die_body("die", mat)] + [_die_body(f"rest{i}", mat) for i in range(resting_dice)]
    return "\n".join(
        [
            '<mujoco model="dungeonfighter">',
            f'<option timestep="{TIMESTEP!r}" gravity="0 -9.81 0" cone="elliptic" '
            'integrator="implicitfast" ccd_tolerance="1e-4" ccd_iterations="12"/>',
            "<asset>",
            *_assets(board, mat),
            "</asset>",
            "<worldbody>",
            *_statics(board, mat),
            *bodies,
            "</worldbody>",
            "</mujoco>",
        ]
    )


MOCAP_ORDER = ("bank", "sheet", "card", "head")
"""Mocap body order in the model (index into ``data.mocap_pos``)."""

KIND_NAMES = ("table", "board", "floor", "obstacle", "card", "head", "die")
"""The contact kinds of the scene's geoms (``Compiled.kinds`` indexes into it)."""


class Compiled(NamedTuple):
    """A scene shape compiled once: the model, its data buffer, the contact kind of every geom
    (reading 60 geom names cost ~0.4 ms per throw) and the thrown die's geom id."""

    model: mujoco.MjModel
    data: mujoco.MjData
    kinds: tuple[int, ...]
    die_geom: int


def _compile(shape: tuple[int, BoardSpec, Materials]) -> Compiled:
    model = mujoco.MjModel.from_xml_string(scene_xml(*shape))
    die_geom = mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_GEOM, "die")
    return Compiled(model, mujoco.MjData(model), _kind_table(model), die_geom)


def _kind_table(model: mujoco.MjModel) -> tuple[int, ...]:
    kinds = [-1] * model.ngeom
    for g in range(model.ngeom):
        name = model.geom(g).name
        if name == "table":
            kinds[g] = 0
        elif name.startswith("cell"):
            kinds[g] = 1
        elif name == "floor":
            kinds[g] = 2
        elif name in ("bank", "sheet"):
            kinds[g] = 3
        elif name in ("card", "head"):
            kinds[g] = KIND_NAMES.index(name)
        elif name.startswith("rest"):
            kinds[g] = 6
    return tuple(kinds)


def compiled_for(
    resting_dice: int = 0, board: BoardSpec = DEFAULT_BOARD, mat: Materials = DEFAULT_MATERIALS
) -> Compiled:
    """The compiled scene for this shape (``core.content.loaded``: built once per shape, kept in
    the bounded content cache) with its data buffer reset.

    The model is never mutated; the data is reset with ``mj_resetData`` before every throw,
    which clears every field (warm starts included), so reuse cannot leak one throw into
    the next (and a shape compiled again gives the same model).
    """
    compiled = loaded((resting_dice, board, mat), _compile)
    mujoco.mj_resetData(compiled.model, compiled.data)
    return compiled


def model_for(
    resting_dice: int = 0, board: BoardSpec = DEFAULT_BOARD, mat: Materials = DEFAULT_MATERIALS
) -> tuple[mujoco.MjModel, mujoco.MjData]:
    """The compiled model and a reset data buffer for this scene shape (``compiled_for``)."""
    compiled = compiled_for(resting_dice, board, mat)
    return compiled.model, compiled.data
