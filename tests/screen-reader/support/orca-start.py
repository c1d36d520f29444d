#!/usr/bin/python3
# Starts GNOME's Orca as /usr/bin/orca does (orca-start.py DEBUG_LOG), less one rule: /usr/bin/orca refuses to start,
# or with --replace kills the others, while another Orca of the same user runs anywhere (pgrep -u $UID -x orca). Each
# journey has its own display, session bus and speech server, so journeys can run side by side with one Orca each.
import sys

from orca import debug

debug.debugLevel = debug.LEVEL_ALL
debug.eventDebugLevel = debug.LEVEL_OFF
# Line-buffered: what Orca said is in the file as soon as it is said (the harness reads it while Orca runs).
debug.debugFile = open(sys.argv[1], "w", buffering=1)

from orca import orca  # noqa: E402  (after the debug settings, as /usr/bin/orca does)

manager = orca.getSettingsManager()
manager.activate(None, {})
sys.path.insert(0, manager.getPrefsDir())
sys.exit(orca.main())
