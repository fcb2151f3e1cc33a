// Command kube-testenv runs a throwaway Kubernetes control plane on loopback
// for driftgate's integration tests: etcd embedded in this process, and the
// upstream kube-apiserver and (optionally) kube-controller-manager commands,
// each in a child process that is this same binary re-executed.
//
//	kube-testenv up [flags]                      start everything; print one JSON line when ready
//	kube-testenv kube-apiserver [flags]          the upstream kube-apiserver command (used by "up")
//	kube-testenv kube-controller-manager [flags] the upstream kube-controller-manager command (used by "up")
//
// The apiserver and controller manager run in separate processes because both
// register global feature gates and flags: parsing both in one process panics.
package main

import (
	"fmt"
	"os"

	_ "time/tzdata" // the upstream mains import it for CronJob time zones

	"k8s.io/component-base/cli"
	_ "k8s.io/component-base/logs/json/register"
	_ "k8s.io/component-base/metrics/prometheus/clientgo"
	_ "k8s.io/component-base/metrics/prometheus/version"
	apiserverapp "k8s.io/kubernetes/cmd/kube-apiserver/app"
	kcmapp "k8s.io/kubernetes/cmd/kube-controller-manager/app"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	switch os.Args[1] {
	case "kube-apiserver":
		cmd := apiserverapp.NewAPIServerCommand()
		cmd.SetArgs(os.Args[2:])
		os.Exit(cli.Run(cmd))
	case "kube-controller-manager":
		cmd := kcmapp.NewControllerManagerCommand()
		cmd.SetArgs(os.Args[2:])
		os.Exit(cli.Run(cmd))
	case "up":
		os.Exit(up(os.Args[2:]))
	case "version":
		fmt.Println(kubernetesVersion)
	default:
		usage()
	}
}

// kubernetesVersion is set at build time by the build script (-ldflags -X).
var kubernetesVersion = "unknown"

func usage() {
	fmt.Fprintln(os.Stderr, `usage:
  kube-testenv up [--controllers=a,b] [--dir D] [--keep] [--exit-on-stdin-eof]
                  [--start-timeout 3m] [--apiserver-arg=--flag=v]... [--kcm-arg=--flag=v]...
  kube-testenv version
(run "kube-testenv up -h" for details)`)
	os.Exit(2)
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "kube-testenv: "+format+"\n", args...)
}
