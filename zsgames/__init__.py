"""zsgames — Zong Shi, Zooscape and Cuzhi 促织 for the desktop."""

__version__ = "0.1.0"
