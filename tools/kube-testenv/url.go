package main

import "net/url"

type urlT = url.URL

func mustURL(s string) urlT {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return *u
}
