package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

// credentials are the files the apiserver reads and what a client needs to reach it.
type credentials struct {
	caFile, servingCertFile, servingKeyFile, serviceAccountKeyFile, tokenFile string
	caPEM, adminCertPEM, adminKeyPEM                                          []byte
	token                                                                     string
}

type issuer struct {
	cert *x509.Certificate
	key  *ecdsa.PrivateKey
}

// writePKI creates a fresh CA, a serving certificate for 127.0.0.1, an admin
// client certificate (O=system:masters), a service-account signing key and a
// static bearer token for the same admin identity.
func writePKI(dir string) (*credentials, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	ca, caPEM, err := newCA()
	if err != nil {
		return nil, err
	}
	servingCert, servingKey, err := ca.issue(pkix.Name{CommonName: "kube-apiserver"}, x509.ExtKeyUsageServerAuth,
		[]string{"localhost", "kubernetes", "kubernetes.default", "kubernetes.default.svc", "kubernetes.default.svc.cluster.local"},
		[]net.IP{net.ParseIP("127.0.0.1"), net.ParseIP("10.0.0.1")})
	if err != nil {
		return nil, err
	}
	adminCert, adminKey, err := ca.issue(pkix.Name{CommonName: "kube-testenv-admin", Organization: []string{"system:masters"}},
		x509.ExtKeyUsageClientAuth, nil, nil)
	if err != nil {
		return nil, err
	}
	saKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	saKeyPEM, err := encodeKey(saKey)
	if err != nil {
		return nil, err
	}
	tokenBytes := make([]byte, 16)
	if _, err := rand.Read(tokenBytes); err != nil {
		return nil, err
	}

	c := &credentials{
		caFile:                filepath.Join(dir, "ca.crt"),
		servingCertFile:       filepath.Join(dir, "apiserver.crt"),
		servingKeyFile:        filepath.Join(dir, "apiserver.key"),
		serviceAccountKeyFile: filepath.Join(dir, "sa.key"),
		tokenFile:             filepath.Join(dir, "tokens.csv"),
		caPEM:                 caPEM,
		adminCertPEM:          adminCert,
		adminKeyPEM:           adminKey,
		token:                 hex.EncodeToString(tokenBytes),
	}
	// --token-auth-file rows: token,user,uid,"group1,group2"
	tokens := fmt.Sprintf("%s,kube-testenv-admin,kube-testenv-admin,\"system:masters\"\n", c.token)
	files := map[string][]byte{
		c.caFile: caPEM, c.servingCertFile: servingCert, c.servingKeyFile: servingKey,
		c.serviceAccountKeyFile: saKeyPEM, c.tokenFile: []byte(tokens),
		filepath.Join(dir, "admin.crt"): adminCert, filepath.Join(dir, "admin.key"): adminKey,
	}
	for path, data := range files {
		if err := os.WriteFile(path, data, 0o600); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func newCA() (*issuer, []byte, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, err
	}
	now := time.Now()
	template := &x509.Certificate{
		SerialNumber:          serialNumber(),
		Subject:               pkix.Name{CommonName: "kube-testenv-ca"},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(10 * 365 * 24 * time.Hour),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageCRLSign | x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, &key.PublicKey, key)
	if err != nil {
		return nil, nil, err
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return nil, nil, err
	}
	return &issuer{cert: cert, key: key}, encodeCert(der), nil
}

func (ca *issuer) issue(subject pkix.Name, usage x509.ExtKeyUsage, dnsNames []string, ips []net.IP) (certPEM, keyPEM []byte, err error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, err
	}
	now := time.Now()
	template := &x509.Certificate{
		SerialNumber: serialNumber(),
		Subject:      subject,
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.Add(365 * 24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{usage},
		DNSNames:     dnsNames,
		IPAddresses:  ips,
	}
	der, err := x509.CreateCertificate(rand.Reader, template, ca.cert, &key.PublicKey, ca.key)
	if err != nil {
		return nil, nil, err
	}
	keyPEM, err = encodeKey(key)
	return encodeCert(der), keyPEM, err
}

func serialNumber() *big.Int {
	n, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 62))
	if err != nil {
		panic(err) // crypto/rand does not fail on Linux
	}
	return n.Add(n, big.NewInt(1))
}

func encodeCert(der []byte) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
}

func encodeKey(key *ecdsa.PrivateKey) ([]byte, error) {
	der, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return nil, err
	}
	return pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: der}), nil
}

func (c *credentials) adminHTTPClient() (*http.Client, error) {
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(c.caPEM) {
		return nil, errors.New("cannot parse the generated CA certificate")
	}
	pair, err := tls.X509KeyPair(c.adminCertPEM, c.adminKeyPEM)
	if err != nil {
		return nil, err
	}
	return &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{
		RootCAs: pool, Certificates: []tls.Certificate{pair}, MinVersion: tls.VersionTLS12,
	}}}, nil
}

// writeKubeconfig writes two contexts for the same admin identity: a client
// certificate (current) and a bearer token.
func writeKubeconfig(path, server string, c *credentials) error {
	b64 := base64.StdEncoding.EncodeToString
	config := fmt.Sprintf(`apiVersion: v1
kind: Config
clusters:
- name: kube-testenv
  cluster:
    server: %s
    certificate-authority-data: %s
users:
- name: admin
  user:
    client-certificate-data: %s
    client-key-data: %s
- name: admin-token
  user:
    token: %s
contexts:
- name: kube-testenv
  context:
    cluster: kube-testenv
    user: admin
- name: kube-testenv-token
  context:
    cluster: kube-testenv
    user: admin-token
current-context: kube-testenv
`, server, b64(c.caPEM), b64(c.adminCertPEM), b64(c.adminKeyPEM), c.token)
	return os.WriteFile(path, []byte(config), 0o600)
}
