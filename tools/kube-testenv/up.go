package main

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

type upOptions struct {
	dir            string
	keep           bool
	controllers    string
	startTimeout   time.Duration
	exitOnStdinEOF bool
	apiserverArgs  repeatedFlag
	kcmArgs        repeatedFlag
}

type repeatedFlag []string

func (r *repeatedFlag) String() string     { return strings.Join(*r, " ") }
func (r *repeatedFlag) Set(v string) error { *r = append(*r, v); return nil }

// readyInfo is the single JSON line printed on stdout once the control plane
// serves. Credentials are only in the kubeconfig (0600), never on stdout.
type readyInfo struct {
	Kubeconfig           string `json:"kubeconfig"`
	Server               string `json:"server"`
	Dir                  string `json:"dir"`
	CAFile               string `json:"caFile"`
	Version              string `json:"version"`
	PID                  int    `json:"pid"`
	APIServerPID         int    `json:"apiserverPid"`
	ControllerManagerPID int    `json:"controllerManagerPid,omitempty"`
}

func up(args []string) int {
	var o upOptions
	fs := flag.NewFlagSet("up", flag.ContinueOnError)
	fs.StringVar(&o.dir, "dir", "", "state directory; must be absent or empty (default: a new directory under $TMPDIR)")
	fs.BoolVar(&o.keep, "keep", false, "keep the state directory on exit (logs, etcd data, PKI, kubeconfig)")
	fs.StringVar(&o.controllers, "controllers", "",
		"kube-controller-manager controllers, comma separated (e.g. garbage-collector-controller,namespace-controller); empty runs no controller manager")
	fs.DurationVar(&o.startTimeout, "start-timeout", 3*time.Minute, "how long each component may take to become ready")
	fs.BoolVar(&o.exitOnStdinEOF, "exit-on-stdin-eof", false, "shut down when stdin reaches EOF, so the control plane dies with the process that spawned it")
	fs.Var(&o.apiserverArgs, "apiserver-arg", "extra kube-apiserver flag (repeatable), e.g. --apiserver-arg=--feature-gates=X=true")
	fs.Var(&o.kcmArgs, "kcm-arg", "extra kube-controller-manager flag (repeatable)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		logf("unexpected arguments: %v", fs.Args())
		return 2
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if o.exitOnStdinEOF {
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			logf("stdin closed")
			stop()
		}()
	}
	go func() {
		// After the first signal, restore the default handling: a second
		// Ctrl-C kills the orchestrator at once (children die by Pdeathsig).
		<-ctx.Done()
		stop()
	}()
	err := runControlPlane(ctx, o)
	switch {
	case err == nil, errors.Is(err, context.Canceled) && ctx.Err() != nil:
		logf("stopped")
		return 0
	default:
		logf("error: %v", err)
		return 1
	}
}

func prepareDir(dir string, keep bool) (string, error) {
	if dir == "" {
		tmp, err := os.MkdirTemp("", tempDirPattern)
		if err != nil || keep {
			return tmp, err
		}
		if err := writeOwner(tmp); err != nil {
			os.RemoveAll(tmp)
			return "", err
		}
		return tmp, nil
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	entries, err := os.ReadDir(abs)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return abs, os.MkdirAll(abs, 0o700)
	case err != nil:
		return "", err
	case len(entries) > 0:
		// Refuse: the directory is removed on exit unless --keep.
		return "", fmt.Errorf("--dir %s is not empty", abs)
	}
	return abs, nil
}

func runControlPlane(ctx context.Context, o upOptions) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	sweepStaleDirs()
	dir, err := prepareDir(o.dir, o.keep)
	if err != nil {
		return err
	}
	if o.keep {
		defer logf("state kept in %s", dir)
	} else {
		// Deferred first, so it runs last: after every child has been reaped
		// and etcd has closed.
		defer os.RemoveAll(dir)
	}
	started := time.Now()

	creds, err := writePKI(filepath.Join(dir, "pki"))
	if err != nil {
		return fmt.Errorf("writing PKI: %w", err)
	}

	logf("starting embedded etcd (state in %s)", dir)
	etcd, etcdURL, err := startEtcd(filepath.Join(dir, "etcd"), filepath.Join(dir, "etcd.log"), o.startTimeout)
	if err != nil {
		return err
	}
	defer etcd.Close()

	kubeconfig := filepath.Join(dir, "kubeconfig")
	adminClient, err := creds.adminHTTPClient()
	if err != nil {
		return err
	}
	var (
		apiserver     *child
		server        string
		apiserverArgv []string
	)
	apiserverLog := filepath.Join(dir, "kube-apiserver.log")
	for attempt := 1; ; attempt++ {
		apiPort, err := freeLoopbackPort()
		if err != nil {
			return err
		}
		server = fmt.Sprintf("https://127.0.0.1:%d", apiPort)
		if err := writeKubeconfig(kubeconfig, server, creds); err != nil {
			return err
		}
		logf("starting kube-apiserver on %s", server)
		apiserverArgv = apiserverArgs(dir, apiPort, etcdURL, creds, o)
		apiserver, err = startChild(self, "kube-apiserver", apiserverLog, apiserverArgv)
		if err != nil {
			return err
		}
		err = waitHealthy(ctx, adminClient, server+"/readyz", o.startTimeout, apiserver)
		if err == nil {
			break
		}
		apiserver.stop(20 * time.Second)
		if errors.Is(err, errChildExited) && apiserver.lostPortRace() && attempt < startAttempts {
			logf("kube-apiserver lost a port race (attempt %d/%d), retrying", attempt, startAttempts)
			continue
		}
		return err
	}
	// A closure: a SIGUSR1 restart replaces apiserver, and the current one must be stopped.
	defer func() { apiserver.stop(20 * time.Second) }()

	var kcm *child
	if o.controllers != "" {
		// The controller manager serves a self-signed certificate; /healthz needs no credentials.
		probe := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{
			TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, //nolint:gosec // loopback health probe
		}}
		for attempt := 1; ; attempt++ {
			kcmPort, err := freeLoopbackPort()
			if err != nil {
				return err
			}
			logf("starting kube-controller-manager (%s)", o.controllers)
			kcm, err = startChild(self, "kube-controller-manager", filepath.Join(dir, "kube-controller-manager.log"),
				kcmArgs(dir, kcmPort, kubeconfig, creds, o))
			if err != nil {
				return err
			}
			err = waitHealthy(ctx, probe, fmt.Sprintf("https://127.0.0.1:%d/healthz", kcmPort), o.startTimeout, kcm)
			if err == nil {
				break
			}
			kcm.stop(10 * time.Second)
			if errors.Is(err, errChildExited) && kcm.lostPortRace() && attempt < startAttempts {
				logf("kube-controller-manager lost a port race (attempt %d/%d), retrying", attempt, startAttempts)
				continue
			}
			return err
		}
		defer kcm.stop(10 * time.Second)
	}

	info := readyInfo{
		Kubeconfig: kubeconfig, Server: server, Dir: dir, CAFile: creds.caFile,
		Version: kubernetesVersion, PID: os.Getpid(), APIServerPID: apiserver.pid(),
	}
	if kcm != nil {
		info.ControllerManagerPID = kcm.pid()
	}
	line, err := json.Marshal(info)
	if err != nil {
		return err
	}
	// SIGUSR1 restarts the kube-apiserver (tests of client recovery). Registered
	// before the ready line, so a signal sent right after it cannot kill us.
	restart := make(chan os.Signal, 1)
	signal.Notify(restart, syscall.SIGUSR1)
	defer signal.Stop(restart)

	logf("ready in %s", time.Since(started).Round(time.Millisecond))
	if _, err := fmt.Fprintln(os.Stdout, string(line)); err != nil {
		return fmt.Errorf("writing the ready line: %w", err)
	}

	var kcmDone <-chan struct{}
	if kcm != nil {
		kcmDone = kcm.done
	}
	for {
		select {
		case <-ctx.Done():
			logf("shutting down")
			return nil
		case <-restart:
			// Runs inside this case, so the apiserver.done case below cannot
			// see the deliberate exit.
			if err := restartAPIServer(ctx, &apiserver, self, apiserverLog, apiserverArgv, adminClient, server+"/readyz", o.startTimeout); err != nil {
				return err
			}
		case <-apiserver.done:
			return fmt.Errorf("kube-apiserver exited: %v (see %s)", apiserver.err, apiserver.logPath)
		case <-kcmDone:
			return fmt.Errorf("kube-controller-manager exited: %v (see %s)", kcm.err, kcm.logPath)
		case err := <-etcd.Err():
			return fmt.Errorf("etcd: %w", err)
		}
	}
}

// restartAPIServer stops the kube-apiserver (SIGTERM, then SIGKILL after 20 s)
// and starts a new one with the same arguments, hence the same port, and
// waits for /readyz. etcd keeps running, so every object survives. The old
// log is kept as kube-apiserver.log.previous.
func restartAPIServer(ctx context.Context, apiserver **child, self, logPath string, args []string,
	client *http.Client, readyz string, timeout time.Duration) error {
	logf("restarting kube-apiserver (SIGUSR1)")
	(*apiserver).stop(20 * time.Second)
	_ = os.Rename(logPath, logPath+".previous")
	next, err := startChild(self, "kube-apiserver", logPath, args)
	if err != nil {
		return fmt.Errorf("restarting kube-apiserver: %w", err)
	}
	*apiserver = next
	if err := waitHealthy(ctx, client, readyz, timeout, next); err != nil {
		return fmt.Errorf("restarting kube-apiserver: %w", err)
	}
	logf("kube-apiserver restarted (pid %d)", next.pid())
	return nil
}

func apiserverArgs(dir string, port int, etcdURL string, creds *credentials, o upOptions) []string {
	args := []string{
		"--etcd-servers=" + etcdURL,
		"--bind-address=127.0.0.1",
		fmt.Sprintf("--secure-port=%d", port),
		"--advertise-address=127.0.0.1",
		"--cert-dir=" + filepath.Join(dir, "apiserver-certs"),
		"--tls-cert-file=" + creds.servingCertFile,
		"--tls-private-key-file=" + creds.servingKeyFile,
		"--client-ca-file=" + creds.caFile,
		"--token-auth-file=" + creds.tokenFile,
		"--service-account-issuer=https://kubernetes.default.svc.cluster.local",
		"--service-account-key-file=" + creds.serviceAccountKeyFile,
		"--service-account-signing-key-file=" + creds.serviceAccountKeyFile,
		"--service-cluster-ip-range=10.0.0.0/24",
		"--authorization-mode=RBAC",
		"--allow-privileged=true",
		// No kubelet or endpoints to reconcile against on a loopback test server.
		"--endpoint-reconciler-type=none",
	}
	if !runsServiceAccountController(o.controllers) {
		// Without the serviceaccount controller there is no "default" ServiceAccount,
		// and the ServiceAccount admission plugin would reject every Pod.
		args = append(args, "--disable-admission-plugins=ServiceAccount")
	}
	return append(args, o.apiserverArgs...)
}

func kcmArgs(dir string, port int, kubeconfig string, creds *credentials, o upOptions) []string {
	args := []string{
		"--kubeconfig=" + kubeconfig,
		"--authentication-kubeconfig=" + kubeconfig,
		"--authorization-kubeconfig=" + kubeconfig,
		"--controllers=" + o.controllers,
		"--leader-elect=false",
		"--use-service-account-credentials=false",
		"--bind-address=127.0.0.1",
		fmt.Sprintf("--secure-port=%d", port),
		"--cert-dir=" + filepath.Join(dir, "kcm-certs"),
		"--service-account-private-key-file=" + creds.serviceAccountKeyFile,
		"--root-ca-file=" + creds.caFile,
	}
	return append(args, o.kcmArgs...)
}

func runsServiceAccountController(controllers string) bool {
	for _, c := range strings.Split(controllers, ",") {
		switch strings.TrimSpace(c) {
		case "*", "serviceaccount-controller", "serviceaccount":
			return true
		}
	}
	return false
}
