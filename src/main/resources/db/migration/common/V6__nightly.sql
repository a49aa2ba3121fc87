-- One nightly chain at a time: the running chain holds this row.
create table chain_lock (
    name     varchar(50) primary key,
    holder   varchar(200) not null,
    since    timestamp not null
);
