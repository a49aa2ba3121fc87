-- The records behind the games, content-addressed: base64 of the file's bytes.
create table game_record (
    sha256  varchar(64) primary key,
    bytes   text not null
);
