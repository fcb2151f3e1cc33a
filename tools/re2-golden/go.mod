module github.com/driftgate/driftgate/tools/re2-golden

go 1.22
