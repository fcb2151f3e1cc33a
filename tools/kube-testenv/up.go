package main

import (
	"context"
	"crypto/tls"
	"encoding/json"
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

// readyInfo is the single JSON line printed on stdout once the control plane serves.
type readyInfo struct {
	Kubeconfig string `json:"kubeconfig"`
	Server     string `json:"server"`
	Dir        string `json:"dir"`
	Token      string `json:"token"`
	CAFile     string `json:"caFile"`
	Version    string `json:"version"`
}

func up(args []string) int {
	var o upOptions
	fs := flag.NewFlagSet("up", flag.ContinueOnError)
	fs.StringVar(&o.dir, "dir", "", "state directory (default: a new temporary directory)")
	fs.BoolVar(&o.keep, "keep", false, "keep the state directory on exit")
	fs.StringVar(&o.controllers, "controllers", "",
		"kube-controller-manager controllers, comma separated (e.g. garbage-collector-controller,namespace-controller); empty runs no controller manager")
	fs.DurationVar(&o.startTimeout, "start-timeout", 3*time.Minute, "how long each component may take to become ready")
	fs.BoolVar(&o.exitOnStdinEOF, "exit-on-stdin-eof", false, "shut down when stdin reaches EOF, so the control plane dies with the process that spawned it")
	fs.Var(&o.apiserverArgs, "apiserver-arg", "extra kube-apiserver flag (repeatable)")
	fs.Var(&o.kcmArgs, "kcm-arg", "extra kube-controller-manager flag (repeatable)")
	if err := fs.Parse(args); err != nil {
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
	if err := runControlPlane(ctx, o); err != nil {
		logf("error: %v", err)
		return 1
	}
	return 0
}

func runControlPlane(ctx context.Context, o upOptions) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	dir := o.dir
	if dir == "" {
		if dir, err = os.MkdirTemp("", "kube-testenv-"); err != nil {
			return err
		}
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if !o.keep {
		// Deferred first, so it runs last: after every child has exited.
		defer os.RemoveAll(dir)
	}

	creds, err := writePKI(filepath.Join(dir, "pki"))
	if err != nil {
		return fmt.Errorf("writing PKI: %w", err)
	}

	etcd, etcdURL, err := startEtcd(filepath.Join(dir, "etcd"), o.startTimeout)
	if err != nil {
		return err
	}
	defer etcd.Close()

	apiPort, err := freeLoopbackPort()
	if err != nil {
		return err
	}
	server := fmt.Sprintf("https://127.0.0.1:%d", apiPort)
	kubeconfig := filepath.Join(dir, "kubeconfig")
	if err := writeKubeconfig(kubeconfig, server, creds); err != nil {
		return err
	}

	apiArgs := []string{
		"--etcd-servers=" + etcdURL,
		"--bind-address=127.0.0.1",
		fmt.Sprintf("--secure-port=%d", apiPort),
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
		apiArgs = append(apiArgs, "--disable-admission-plugins=ServiceAccount")
	}
	apiArgs = append(apiArgs, o.apiserverArgs...)

	logf("starting kube-apiserver on %s", server)
	apiserver, err := startChild(self, "kube-apiserver", filepath.Join(dir, "kube-apiserver.log"), apiArgs)
	if err != nil {
		return err
	}
	defer apiserver.stop(20 * time.Second)

	adminClient, err := creds.adminHTTPClient()
	if err != nil {
		return err
	}
	if err := waitHealthy(ctx, adminClient, server+"/readyz", o.startTimeout, apiserver); err != nil {
		return err
	}

	var kcm *child
	if o.controllers != "" {
		kcmPort, err := freeLoopbackPort()
		if err != nil {
			return err
		}
		kcmArgs := []string{
			"--kubeconfig=" + kubeconfig,
			"--authentication-kubeconfig=" + kubeconfig,
			"--authorization-kubeconfig=" + kubeconfig,
			"--controllers=" + o.controllers,
			"--leader-elect=false",
			"--use-service-account-credentials=false",
			"--bind-address=127.0.0.1",
			fmt.Sprintf("--secure-port=%d", kcmPort),
			"--cert-dir=" + filepath.Join(dir, "kcm-certs"),
			"--service-account-private-key-file=" + creds.serviceAccountKeyFile,
			"--root-ca-file=" + creds.caFile,
		}
		kcmArgs = append(kcmArgs, o.kcmArgs...)
		logf("starting kube-controller-manager (%s)", o.controllers)
		if kcm, err = startChild(self, "kube-controller-manager", filepath.Join(dir, "kube-controller-manager.log"), kcmArgs); err != nil {
			return err
		}
		defer kcm.stop(10 * time.Second)
		// The controller manager serves a self-signed certificate; /healthz needs no credentials.
		probe := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{
			TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, //nolint:gosec // loopback health probe
		}}
		if err := waitHealthy(ctx, probe, fmt.Sprintf("https://127.0.0.1:%d/healthz", kcmPort), o.startTimeout, kcm); err != nil {
			return err
		}
	}

	line, err := json.Marshal(readyInfo{
		Kubeconfig: kubeconfig, Server: server, Dir: dir,
		Token: creds.token, CAFile: creds.caFile, Version: kubernetesVersion,
	})
	if err != nil {
		return err
	}
	fmt.Println(string(line))

	var kcmDone <-chan struct{}
	if kcm != nil {
		kcmDone = kcm.done
	}
	select {
	case <-ctx.Done():
		logf("shutting down")
		return nil
	case <-apiserver.done:
		return fmt.Errorf("kube-apiserver exited: %v (see %s)", apiserver.err, apiserver.logPath)
	case <-kcmDone:
		return fmt.Errorf("kube-controller-manager exited: %v (see %s)", kcm.err, kcm.logPath)
	case err := <-etcd.Err():
		return fmt.Errorf("etcd: %w", err)
	}
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
