"""The toy game's board: the tiny test board (a board module exposes ``BOARD``)."""

from tests.support.tiny_board import TinyBoard as BOARD

__all__ = ["BOARD"]
