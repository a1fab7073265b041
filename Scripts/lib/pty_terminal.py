#!/usr/bin/env python3
"""A scripted terminal for end-to-end tests: runs a command on a pseudo-terminal of a given size
and answers its questions as a chosen terminal would.

    pty_terminal.py --rows 30 --columns 100 [--pixels 1000x600] --answer kitty|sixel|plain|none \
        --output FILE -- COMMAND [ARGS...]

The command gets the pseudo-terminal as its standard input and output and controlling terminal
(so /dev/tty is it), and this script's standard error as its own, so diagnostics stay apart from
what it drew. Everything it writes to the terminal is saved, byte for byte, in FILE. The answer to
the question of which pictures the terminal draws (kitty's graphics query and the device
attributes) is kitty's OK, device attributes with sixel (4), device attributes without, or nothing
at all. It is typed before the command starts, on a terminal already out of canonical mode and
echo, as a terminal that answers at once would have it read: so the command finds it however
slowly it or this script is scheduled, and no test depends on the time an answer takes.
Exits with the command's status (128 + the signal that ended it).
"""
import argparse
import fcntl
import os
import pty
import struct
import sys
import termios

ANSWERS = {
    "kitty": b"\x1b_Gi=31;OK\x1b\\\x1b[?62;22c",
    "sixel": b"\x1b[?62;4;22c",
    "plain": b"\x1b[?62;22c",
    "none": b"",
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=24)
    parser.add_argument("--columns", type=int, default=80)
    parser.add_argument("--pixels", default="0x0")
    parser.add_argument("--answer", choices=sorted(ANSWERS), default="none")
    parser.add_argument("--output", required=True)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    width, height = (int(part) for part in options.pixels.split("x"))
    diagnostics = os.dup(2)

    size = struct.pack("HHHH", options.rows, options.columns, width, height)
    ready, set_up = os.pipe()
    pid, master = pty.fork()
    if pid == 0:
        # The size and modes are set here, before the command starts, so it can never read the
        # terminal before they are; the pipe tells the parent when they are.
        fcntl.ioctl(1, termios.TIOCSWINSZ, size)
        modes = termios.tcgetattr(0)
        modes[3] &= ~(termios.ICANON | termios.ECHO)
        termios.tcsetattr(0, termios.TCSANOW, modes)
        os.write(set_up, b"1")
        os.dup2(diagnostics, 2)
        os.execvp(command[0], command)

    os.read(ready, 1)
    if ANSWERS[options.answer]:
        os.write(master, ANSWERS[options.answer])
    output = bytearray()
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the command closed the terminal.
            break
        if not chunk:
            break
        output += chunk
    _, status = os.waitpid(pid, 0)
    with open(options.output, "wb") as file:
        file.write(output)
    sys.exit(os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))


if __name__ == "__main__":
    main()
