pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// "Who is playing?": the players in seat order, and a button to add one.
ColumnLayout {
    id: pane
    signal pickRabbit(int seat)
    spacing: Theme.gapMedium

    TitleText {
        text: qsTr("Who is playing?")
    }
    CaptionText {
        Layout.fillWidth: true
        text: Setup.isTeam ? qsTr("In seat order. Teammates sit opposite: each player's partner is shown.")
                           : qsTr("In seat order: the first player tells the first story.")
        wrapMode: Text.WordWrap
    }
    CaptionText {   // how many the chosen rules take, from the rule set
        objectName: "rulesRange"
        Layout.fillWidth: true
        text: Setup.rulesLine
        color: Setup.rulesLineWarns ? Theme.gold : Theme.moonlight
        elide: Text.ElideRight
    }
    ListView {
        objectName: "setupPlayers"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: Theme.gapSmall
        model: Setup.players
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        delegate: PlayerRow {
            width: ListView.view.width
            onPickRabbit: (seat) => pane.pickRabbit(seat)
        }
    }
    CaptionText {   // what computer players can read of a clue
        objectName: "computerNote"
        Layout.fillWidth: true
        visible: text !== ""
        text: Setup.computerNote
        wrapMode: Text.WordWrap
    }
    BigButton {
        objectName: "addPlayerButton"
        Layout.fillWidth: true
        text: qsTr("+ Add a player")
        tone: "paper"
        enabled: Setup.canAdd
        onActivated: Setup.addPlayer()
    }
}
