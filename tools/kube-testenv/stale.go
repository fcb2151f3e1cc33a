package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// A default state directory (under $TMPDIR) holds an "owner" file naming the
// orchestrator that made it: "<pid> <start time in clock ticks>". Normally
// the orchestrator removes its directory on exit; if it was SIGKILLed (its
// children die with it through Pdeathsig), the directory stays behind. Every
// "up" sweeps such orphans: directories whose owner process no longer exists.
// Directories of live control planes, --dir directories and --keep
// directories (no owner file) are never touched.
const (
	tempDirPattern = "kube-testenv-"
	ownerFile      = "owner"
)

// processStartTime returns field 22 of /proc/<pid>/stat (start time since
// boot, in clock ticks), which tells a process from a later one with its pid.
func processStartTime(pid int) (string, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return "", err
	}
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return "", fmt.Errorf("unexpected /proc/%d/stat", pid)
	}
	fields := strings.Fields(s[i+1:])
	if len(fields) < 20 {
		return "", fmt.Errorf("unexpected /proc/%d/stat", pid)
	}
	return fields[19], nil
}

func writeOwner(dir string) error {
	start, err := processStartTime(os.Getpid())
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, ownerFile), []byte(fmt.Sprintf("%d %s\n", os.Getpid(), start)), 0o600)
}

func ownerAlive(dir string) (known, alive bool) {
	data, err := os.ReadFile(filepath.Join(dir, ownerFile))
	if err != nil {
		return false, false
	}
	var pid int
	var start string
	if _, err := fmt.Sscanf(string(data), "%d %s", &pid, &start); err != nil {
		return false, false
	}
	current, err := processStartTime(pid)
	return true, err == nil && current == start
}

func sweepStaleDirs() {
	tmp := os.TempDir()
	entries, err := os.ReadDir(tmp)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), tempDirPattern) {
			continue
		}
		dir := filepath.Join(tmp, e.Name())
		if known, alive := ownerAlive(dir); known && !alive {
			if err := os.RemoveAll(dir); err == nil {
				logf("removed the state of a killed control plane: %s", dir)
			}
		}
	}
}
