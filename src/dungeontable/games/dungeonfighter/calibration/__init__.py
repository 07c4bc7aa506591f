"""Physics calibration of the skill model: calibrate.py writes aims.json and tables.json."""
