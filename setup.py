"""Package list only (metadata is in pyproject.toml): ship resources/ as zsgames/resources."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["zsgames", "zsgames.*"]), "zsgames.resources"],
    package_dir={"zsgames.resources": "resources"},
    package_data={"zsgames.resources": ["**/*"]},
    include_package_data=False,
)
