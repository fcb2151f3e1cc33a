// re2-golden answers regular-expression questions with Go's regexp package, the engine the
// Kubernetes API server uses. scripts/re2-golden.ts feeds it generated patterns and inputs and
// writes the answers to src/core/kube/testdata/go-regexp.json, which src/core/kube/re2.test.ts
// holds driftgate's RE2 engine to.
//
//	stdin:  [{"pattern": "...", "inputs": ["...", ...]}, ...]
//	stdout: [{"pattern": "...", "error": "...", "results": [{"input", "test", "find", "findAll", "whole"}]}]
package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type question struct {
	Pattern string   `json:"pattern"`
	Inputs  []string `json:"inputs"`
}

type result struct {
	Input   string   `json:"input"`
	Test    bool     `json:"test"`
	Find    *string  `json:"find"`
	FindAll []string `json:"findAll"`
	Whole   bool     `json:"whole"`
}

type answer struct {
	Pattern string   `json:"pattern"`
	Error   string   `json:"error,omitempty"`
	Results []result `json:"results,omitempty"`
}

func main() {
	var questions []question
	if err := json.NewDecoder(os.Stdin).Decode(&questions); err != nil {
		panic(err)
	}
	answers := make([]answer, 0, len(questions))
	for _, q := range questions {
		re, err := regexp.Compile(q.Pattern)
		if err != nil {
			answers = append(answers, answer{Pattern: q.Pattern, Error: err.Error()})
			continue
		}
		whole := regexp.MustCompile(`^(?:` + q.Pattern + `)$`)
		a := answer{Pattern: q.Pattern, Results: []result{}}
		for _, in := range q.Inputs {
			r := result{Input: in, Test: re.MatchString(in), FindAll: re.FindAllString(in, -1), Whole: whole.MatchString(in)}
			if loc := re.FindStringIndex(in); loc != nil {
				s := in[loc[0]:loc[1]]
				r.Find = &s
			}
			if r.FindAll == nil {
				r.FindAll = []string{}
			}
			a.Results = append(a.Results, r)
		}
		answers = append(answers, a)
	}
	// One pattern per line: small diffs when the file is regenerated.
	os.Stdout.WriteString("[\n")
	for i, a := range answers {
		line, err := json.Marshal(a)
		if err != nil {
			panic(err)
		}
		os.Stdout.Write(line)
		if i < len(answers)-1 {
			os.Stdout.WriteString(",")
		}
		os.Stdout.WriteString("\n")
	}
	os.Stdout.WriteString("]\n")
}
