package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"syscall"
	"time"
)

// child is a component running as a re-executed copy of this binary.
type child struct {
	name    string
	logPath string
	cmd     *exec.Cmd
	done    chan struct{}
	err     error
}

func startChild(self, name, logPath string, args []string) (*child, error) {
	logFile, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return nil, err
	}
	// Exec /proc/self/exe, not the path: if the binary is rebuilt (renamed
	// over) while we run, the children still run exactly our build.
	cmd := exec.Command("/proc/self/exe", append([]string{name}, args...)...)
	cmd.Args[0] = self // what ps shows
	cmd.Stdin = nil    // /dev/null: the children never read the orchestrator's stdin
	cmd.Stdout, cmd.Stderr = logFile, logFile
	// Pdeathsig: if this orchestrator dies (even by SIGKILL), the kernel kills
	// the children too. Setpgid: a terminal's Ctrl-C reaches only the
	// orchestrator, which then stops the children in order.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL, Setpgid: true}
	if err := cmd.Start(); err != nil {
		logFile.Close()
		return nil, err
	}
	c := &child{name: name, logPath: logPath, cmd: cmd, done: make(chan struct{})}
	go func() {
		c.err = cmd.Wait()
		logFile.Close()
		close(c.done)
	}()
	return c, nil
}

func (c *child) pid() int { return c.cmd.Process.Pid }

func (c *child) exited() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// stop asks the child to exit (SIGTERM) and kills it when it has not after
// grace. It returns once the child is reaped.
func (c *child) stop(grace time.Duration) {
	if c.exited() {
		return
	}
	_ = c.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-c.done:
	case <-time.After(grace):
		logf("%s did not stop within %s, killing it", c.name, grace)
		_ = c.cmd.Process.Kill()
		<-c.done
	}
}

// lostPortRace reports whether the child's log says its listening port was
// taken between our probe and its bind.
func (c *child) lostPortRace() bool {
	data, err := os.ReadFile(c.logPath)
	return err == nil && bytes.Contains(data, []byte("address already in use"))
}

var errChildExited = errors.New("exited while starting")

func waitHealthy(ctx context.Context, client *http.Client, url string, timeout time.Duration, c *child) error {
	deadline := time.Now().Add(timeout)
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		if resp, err := client.Do(req); err == nil {
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s did not become ready within %s (see %s)", c.name, timeout, c.logPath)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-c.done:
			return fmt.Errorf("%s %w: %v (see %s)", c.name, errChildExited, c.err, c.logPath)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// Ports are drawn below the kernel's ephemeral range (32768-60999 by default),
// so an outgoing connection (the apiserver's etcd client, say) never takes a
// port between our probe and the component's bind. Another control plane
// starting at the same moment can still draw the same port: callers retry a
// component that fails with "address already in use".
const (
	portRangeLow  = 20000
	portRangeHigh = 32000
)

// freeLoopbackPort returns a port that 127.0.0.1 can bind right now.
func freeLoopbackPort() (int, error) {
	for range 100 {
		port := portRangeLow + rand.IntN(portRangeHigh-portRangeLow)
		l, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
		if err != nil {
			continue
		}
		l.Close()
		return port, nil
	}
	return 0, errors.New("no free port on 127.0.0.1 after 100 tries")
}

// startAttempts bounds the retries after a lost port race.
const startAttempts = 5
