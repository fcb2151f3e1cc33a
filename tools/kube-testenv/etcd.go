package main

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"time"

	"go.etcd.io/etcd/server/v3/embed"
)

// startEtcd runs a single-member etcd inside this process, client and peer
// listeners on 127.0.0.1 only, no metrics listener. It logs to logPath.
func startEtcd(dataDir, logPath string, timeout time.Duration) (*embed.Etcd, string, error) {
	var lastErr error
	for attempt := 1; attempt <= startAttempts; attempt++ {
		e, clientURL, err := startEtcdOnce(dataDir, logPath, timeout)
		if err == nil {
			return e, clientURL, nil
		}
		lastErr = err
		if !strings.Contains(err.Error(), "address already in use") {
			break
		}
		logf("etcd lost a port race (attempt %d/%d), retrying", attempt, startAttempts)
		_ = os.RemoveAll(dataDir)
	}
	return nil, "", lastErr
}

func startEtcdOnce(dataDir, logPath string, timeout time.Duration) (*embed.Etcd, string, error) {
	clientPort, err := freeLoopbackPort()
	if err != nil {
		return nil, "", err
	}
	peerPort, err := freeLoopbackPort()
	if err != nil {
		return nil, "", err
	}
	clientURL := url.URL{Scheme: "http", Host: fmt.Sprintf("127.0.0.1:%d", clientPort)}
	peerURL := url.URL{Scheme: "http", Host: fmt.Sprintf("127.0.0.1:%d", peerPort)}

	cfg := embed.NewConfig()
	cfg.Name = "kube-testenv"
	cfg.Dir = dataDir
	cfg.ListenClientUrls = []url.URL{clientURL}
	cfg.AdvertiseClientUrls = []url.URL{clientURL}
	cfg.ListenPeerUrls = []url.URL{peerURL}
	cfg.AdvertisePeerUrls = []url.URL{peerURL}
	cfg.ListenMetricsUrls = nil
	cfg.InitialCluster = cfg.InitialClusterFromName(cfg.Name)
	cfg.UnsafeNoFsync = true // throwaway data: fsync only slows the tests down
	cfg.Logger = "zap"
	cfg.LogLevel = "warn"
	// NewConfig leaves this at 0, which logs every request as "expensive"
	// (about 14 MB of etcd.log per hour of use): use etcd's own default.
	cfg.WarningUnaryRequestDuration = embed.DefaultWarningUnaryRequestDuration
	cfg.LogOutputs = []string{logPath} // keep stdout for the one JSON line

	e, err := embed.StartEtcd(cfg)
	if err != nil {
		return nil, "", fmt.Errorf("starting etcd: %w", err)
	}
	select {
	case <-e.Server.ReadyNotify():
		return e, clientURL.String(), nil
	case err := <-e.Err():
		e.Close()
		return nil, "", fmt.Errorf("etcd: %w", err)
	case <-time.After(timeout):
		e.Close()
		return nil, "", fmt.Errorf("etcd did not become ready within %s (see %s)", timeout, logPath)
	}
}
