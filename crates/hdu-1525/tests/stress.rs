mod oracle;
judge::oracle_main!(oracle::ORACLE);
